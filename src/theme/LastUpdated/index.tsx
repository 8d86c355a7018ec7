// Replaces theme-classic's LastUpdated (its text and markup): the date is written without Intl in the
// site's locales (src/utils/formatDate.ts: the first Intl.DateTimeFormat a page creates loads its
// locale's data, a long task while the page hydrates on a phone). The site shows no author.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/LastUpdated';
import {formatUpdateDate} from '@site/src/utils/formatDate';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const date = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  const formatted = date && formatUpdateDate(date, i18n.currentLocale, i18n.localeConfigs[i18n.currentLocale]?.calendar);
  const atDate = date && (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{date: <b><time dateTime={date.toISOString()} itemProp="dateModified">{formatted}</time></b>}}>
      {' on {date}'}
    </Translate>
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{atDate: atDate ?? '', byUser: ''}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
