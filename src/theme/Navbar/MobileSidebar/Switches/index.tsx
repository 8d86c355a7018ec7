// The phone drawer's language and version choices, each a row of links shown at once (no dropdown
// to open), the current one marked. Another locale or another docs version is another build, so
// those links are full page loads; the drawer is closed, and drawn closed, before the browser leaves
// (issue 34 B2), so that a page restored from the back/forward cache does not come back with it open.
import React, {type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useAlternatePageUtils, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import useVersionLinks from '@site/src/plugins/docs-versions/client/useVersionLinks';
import styles from './styles.module.css';

/** A row needs something to switch to (as the navbar's switchers: spec 2). */
const MIN_CHOICES = 2;

type Choice = {key: string; label: string; href: string; current: boolean; lang?: string};

/** Closes the drawer and paints it closed before anything else happens (flushSync). */
function useCloseDrawer(): () => void {
  const mobileSidebar = useNavbarMobileSidebar();
  return () => {
    if (mobileSidebar.shown) flushSync(() => mobileSidebar.toggle());
  };
}

function ChoiceRow({id, label, choices}: {id: string; label: string; choices: readonly Choice[]}): ReactNode {
  const close = useCloseDrawer();
  if (choices.length < MIN_CHOICES) return null;
  return (
    <div className={styles.row} role="group" aria-labelledby={id} data-mobile-switch={id}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <a
              className={clsx(styles.choice, choice.current && styles.current)}
              href={choice.href}
              lang={choice.lang}
              hrefLang={choice.lang}
              aria-current={choice.current ? 'true' : undefined}
              data-choice={choice.key}
              onClick={(event) => {
                // The page being read, in the language and version it is in: nothing to load.
                if (choice.current) event.preventDefault();
                close();
              }}>
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function MobileSwitches(): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const {links} = useVersionLinks();

  const languages: Choice[] = locales.map((locale) => ({
    key: locale,
    label: localeConfigs[locale]?.label ?? locale,
    href: `${alternatePageUtils.createUrl({locale, fullyQualified: false})}${search}${hash}`,
    current: locale === currentLocale,
    lang: localeConfigs[locale]?.htmlLang,
  }));
  const versions: Choice[] = links.map((link) => ({key: link.name, label: link.label, href: link.href, current: link.isBuilt}));

  if (languages.length < MIN_CHOICES && versions.length < MIN_CHOICES) return null;
  return (
    <div className={styles.switches} data-mobile-switches="">
      <ChoiceRow
        id="mobile-switch-language"
        label={translate({id: 'navbar.mobileSwitches.language', message: 'Language', description: 'Phone menu: the label of the row of languages'})}
        choices={languages}
      />
      <ChoiceRow
        id="mobile-switch-version"
        label={translate({id: 'navbar.mobileSwitches.version', message: 'Version', description: 'Phone menu: the label of the row of docs versions'})}
        choices={versions}
      />
    </div>
  );
}
