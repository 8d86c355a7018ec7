import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type OptionMetaProps = {
  /** The option's TypeScript type, exactly as Rstest declares it. */
  type: string;
  /** The default value, as code. */
  default: string;
  /** The command-line flag, or `none`. */
  cli?: string;
};

// The word writers use when an option has no command-line flag.
export const NO_CLI = 'none';

/** The fixed Type / Default / CLI block at the top of every configuration option. */
export default function OptionMeta({type, default: defaultValue, cli = NO_CLI}: OptionMetaProps): React.JSX.Element {
  return (
    <dl className={styles.meta} data-option-meta="">
      <dt>
        <Translate id="optionMeta.type" description="Label of an option's TypeScript type">
          Type
        </Translate>
      </dt>
      <dd>
        <code>{type}</code>
      </dd>
      <dt>
        <Translate id="optionMeta.default" description="Label of an option's default value">
          Default
        </Translate>
      </dt>
      <dd>
        <code>{defaultValue}</code>
      </dd>
      <dt>
        <Translate id="optionMeta.cli" description="Label of an option's command-line flag">
          CLI
        </Translate>
      </dt>
      <dd>
        {cli === NO_CLI ? (
          <Translate id="optionMeta.noCli" description="Shown when an option has no command-line flag">
            none
          </Translate>
        ) : (
          <code className={styles.flag}>{cli}</code>
        )}
      </dd>
    </dl>
  );
}
