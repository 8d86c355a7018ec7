import React, {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDismiss from '@site/src/hooks/useDismiss';
import {absoluteUrl, markdownPathFor} from '../../markdownPath';
import {AI_SERVICES, aiServiceUrl} from './aiServices';
import {useCopyMarkdown} from './useCopyMarkdown';
import type {CopyState} from './copyState';
import styles from './styles.module.css';

function copyLabel(state: CopyState): string {
  switch (state) {
    case 'loading':
      return translate({id: 'markdownExport.copy.loading', message: 'Copying…', description: 'Copy Markdown button while the page Markdown is being fetched'});
    case 'success':
      return translate({id: 'markdownExport.copy.success', message: 'Copied', description: 'Copy Markdown button right after the Markdown was copied'});
    default:
      return translate({id: 'markdownExport.copy.idle', message: 'Copy Markdown', description: 'Button under the doc title that copies the page as Markdown'});
  }
}

const COPY_STATES: readonly CopyState[] = ['idle', 'loading', 'success'];

/** The labels of the two states not shown, as the data attributes the CSS sizes the button with. */
function otherLabels(state: CopyState): {'data-label-a': string; 'data-label-b': string} {
  const [a, b] = COPY_STATES.filter((other) => other !== state).map(copyLabel);
  return {'data-label-a': a, 'data-label-b': b};
}

function Icon({path}: {path: string}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

const COPY_ICON = 'M9 9h10v11H9zM5 15V4h10';
const CHECK_ICON = 'M5 12.5l4.5 4.5L19 7.5';
const CHEVRON_ICON = 'M7 10l5 5 5-5';

export function CopyMarkdownButton({markdownPath}: {markdownPath: string}): ReactNode {
  const {state, copy} = useCopyMarkdown(markdownPath);
  return (
    <button
      type="button"
      className={clsx(styles.button, state === 'success' && styles.success)}
      onClick={() => void copy()}
      disabled={state === 'loading'}
      aria-busy={state === 'loading'}
      data-state={state}>
      <Icon path={state === 'success' ? CHECK_ICON : COPY_ICON} />
      {/* The other states' labels, invisible in the same grid cell, keep the button's width when the label changes. */}
      <span className={styles.labels} {...otherLabels(state)}>
        <span aria-live="polite">{copyLabel(state)}</span>
      </span>
    </button>
  );
}

export function OpenInAiMenu({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const prompt = translate(
    {id: 'markdownExport.ai.prompt', message: 'Read {url} and answer my questions about it.', description: 'Prompt sent to an AI chat; {url} is the page Markdown URL'},
    {url: markdownUrl},
  );

  useDismiss({open, onDismiss: () => setOpen(false), containerRef: rootRef, triggerRef: buttonRef, returnFocus: 'always'});

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}>
        {translate({id: 'markdownExport.ai.open', message: 'Open in AI', description: 'Button under the doc title that opens the list of AI chat services'})}
        <Icon path={CHEVRON_ICON} />
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        {AI_SERVICES.map((service) => (
          <li key={service.id}>
            <a
              className={styles.item}
              href={aiServiceUrl(service, prompt)}
              target="_blank"
              rel="noreferrer"
              data-ai-service={service.id}
              onClick={() => setOpen(false)}>
              <Icon path={service.iconPath} />
              {translate(
                {id: 'markdownExport.ai.openIn', message: 'Open in {name}', description: 'An AI chat service in the open-in-AI menu; {name} is its name'},
                {name: service.name},
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under the doc title: Copy Markdown and the open-in-AI menu (theme/Heading renders it for listed docs). */
export default function DocTitleBar(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = markdownPathFor(metadata.permalink);
  return (
    <div className={styles.bar} data-doc-title-bar="">
      <CopyMarkdownButton markdownPath={markdownPath} />
      <OpenInAiMenu markdownUrl={absoluteUrl(siteConfig.url, markdownPath)} />
    </div>
  );
}
