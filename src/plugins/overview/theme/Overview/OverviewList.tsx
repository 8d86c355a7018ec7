import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {filterOverviewGroups} from '../../filterOverview';
import type {OverviewGroup, OverviewSubject} from '../../overviewTypes';
import styles from './styles.module.css';

/**
 * A page with more headings than this takes the grid's full width, its headings in columns: in one
 * column it would stand taller than the rest of its group together and leave the other columns
 * empty beside it (the Expect page lists 84 matchers).
 */
const WIDE_CARD_MIN_HEADINGS = 40;

/** The filter's empty result, naming what the overview lists (spec 2 keeps 'No matching API found' for /api/). */
function noMatchText(subject: OverviewSubject, query: string): string {
  return subject === 'option'
    ? translate(
        {
          id: 'overview.filter.noMatchOption',
          message: 'No matching option found: {query}',
          description: 'overview.filter.noMatch on the config overview (/config/)',
        },
        {query},
      )
    : translate(
        {id: 'overview.filter.noMatch', message: 'No matching API found: {query}', description: 'Shown when the overview filter matches nothing; {query} is what the reader typed'},
        {query},
      );
}

/** Names this long may not fit one line of the narrowest card (about 25 characters at 14 px). */
const LONG_NAME_MIN_LENGTH = 20;
/** Where a long API name may wrap: after a dot, between camelCase words (no lookbehind: older Safari). */
const NAME_BREAK = /(\.|[a-z](?=[A-Z]))/g;
const BREAK_MARK = '\u0000';

/**
 * A link to a page or a heading, named by an API name. A long name gets line-break opportunities
 * (`<wbr>`), so that `mockFn.mockImplementationOnce` wraps at `mockImplementation|Once`, not
 * mid-word; browsers then hear `<wbr>` as a space, so the link keeps the name as its label.
 */
function NameLink({to, name}: {to: string; name: string}): ReactNode {
  const parts = name.length >= LONG_NAME_MIN_LENGTH ? name.replace(NAME_BREAK, `$1${BREAK_MARK}`).split(BREAK_MARK).filter(Boolean) : [name];
  if (parts.length <= 1) return <Link to={to}>{name}</Link>;
  return (
    <Link to={to} aria-label={name}>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </Link>
  );
}

/** The id the URL's hash names, decoded (`#测试配置` arrives percent-encoded). */
function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

export default function OverviewList({groups, subject}: {groups: readonly OverviewGroup[]; subject: OverviewSubject}): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clearLabel = translate({
    id: 'overview.filter.clear',
    message: 'Clear the filter',
    description: 'Label of the button that empties the filter box of an overview page',
  });
  const visible = useMemo(() => filterOverviewGroups(groups, query), [groups, query]);

  // An outline entry (or a link) to a group the filter hides clears the filter, then shows the group.
  useEffect(() => {
    const onHashChange = () => {
      const id = hashId();
      if (groups.some((group) => group.id === id) && !visible.some((group) => group.id === id)) {
        flushSync(() => setQuery(''));
        document.getElementById(id)?.scrollIntoView();
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [groups, visible]);

  return (
    <section className={clsx('markdown', styles.overview)} data-overview="">
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.label}>
          {translate({id: 'overview.filter.label', message: 'Filter', description: 'Label of the filter box of an overview page'})}
        </label>
        {/* The browser's own clear button (type="search") is hidden: it is drawn in the browser's blue,
            is too small to tap and no keyboard or screen reader reaches it. This one is a real button. */}
        <div className={styles.field}>
          <input
            ref={inputRef}
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
          {query !== '' && (
            <button
              type="button"
              className={clsx('clean-btn', styles.clear)}
              aria-label={clearLabel}
              title={clearLabel}
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
      </div>
      {visible.length === 0 ? (
        <p className={styles.empty} role="status">
          {noMatchText(subject, query.trim())}
        </p>
      ) : (
        visible.map((group, index) => (
          <section key={group.id ?? `group-${index}`} className={styles.group} data-overview-group={group.id ?? ''}>
            {group.title && (
              <Heading as="h2" id={group.id ?? undefined} className={styles.groupTitle}>
                {group.title}
              </Heading>
            )}
            {group.sharedSections.length > 0 && (
              <p className={styles.note} data-overview-shared="">
                {translate(
                  {
                    id: 'overview.group.sharedSections',
                    message: 'Sections on every page: {sections}',
                    description: 'Under an overview group: the sections all its pages have (Related); {sections}: their titles',
                  },
                  {sections: group.sharedSections.join(', ')},
                )}
              </p>
            )}
            <div className={styles.grid}>
              {group.pages.map((page) => (
                <div
                  key={page.permalink}
                  className={clsx(
                    styles.card,
                    page.headings.length === 0 && styles.titleOnly,
                    page.headings.length > WIDE_CARD_MIN_HEADINGS && styles.wide,
                  )}
                  data-overview-page={page.permalink}>
                  <h3 className={styles.pageTitle}>
                    <NameLink to={page.permalink} name={page.title} />
                  </h3>
                  {page.headings.length > 0 && (
                    <ul className={styles.headings}>
                      {page.headings.map((heading) => (
                        <li key={heading.id} className={clsx(heading.depth > 2 && styles.nested)}>
                          <NameLink to={`${page.permalink}#${heading.id}`} name={heading.text} />
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
