import React from 'react';
import clsx from 'clsx';
import {tagLabel} from './tagLabel';
import styles from './styles.module.css';

/** The small badge after a navbar or sidebar item's label (spec §3, `tag`). */
export default function ItemTag({tag}: {tag: string}): React.JSX.Element {
  return (
    <span className={clsx('badge', 'badge--primary', styles.tag)} data-item-tag={tag}>
      {tagLabel(tag)}
    </span>
  );
}
