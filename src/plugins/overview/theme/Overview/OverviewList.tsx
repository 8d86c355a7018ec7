import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {filterOverviewGroups} from '../../filterOverview';
import type {OverviewGroup} from '../../overviewTypes';
import styles from './styles.module.css';

export default function OverviewList({groups}: {groups: readonly OverviewGroup[]}): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = useMemo(() => filterOverviewGroups(groups, query), [groups, query]);
  return (
    <section className={clsx('markdown', styles.overview)} data-overview="">
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.label}>
          {translate({id: 'overview.filter.label', message: 'Filter', description: 'Label of the filter box of an overview page'})}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({
            id: 'overview.filter.placeholder',
            message: 'Filter by page or heading',
            description: 'Placeholder of the filter box of an overview page',
          })}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {translate(
            {id: 'overview.filter.noMatch', message: 'No matching API found: {query}', description: 'Shown when the overview filter matches nothing; {query} is what the reader typed'},
            {query: query.trim()},
          )}
        </p>
      ) : (
        visible.map((group, index) => (
          <section key={group.title ?? `group-${index}`} className={styles.group}>
            {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
            <div className={styles.grid}>
              {group.pages.map((page) => (
                <div key={page.permalink} className={styles.card} data-overview-page={page.permalink}>
                  <h3 className={styles.pageTitle}>
                    <Link to={page.permalink}>{page.title}</Link>
                  </h3>
                  {page.headings.length > 0 && (
                    <ul className={styles.headings}>
                      {page.headings.map((heading) => (
                        <li key={heading.id} className={clsx(heading.depth > 2 && styles.nested)}>
                          <Link to={`${page.permalink}#${heading.id}`}>{heading.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
