import React from 'react';
import Translate from '@docusaurus/Translate';
import {codePieces} from '@site/src/utils/codeWrap';
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

/** Code that wraps only where codePieces allows: each word kept whole, a `<wbr>` between two words. */
function WrappingCode({children}: {children: string}): React.JSX.Element {
  const pieces = codePieces(children);
  return (
    <code>
      {pieces.map((piece, index) =>
        piece.word ? (
          <React.Fragment key={index}>
            {index > 0 && pieces[index - 1]!.word && <wbr />}
            <span className={styles.word}>{piece.text}</span>
          </React.Fragment>
        ) : (
          piece.text
        ),
      )}
    </code>
  );
}

/**
 * The fixed Type / Default / CLI block at the top of every configuration option. Its values wrap
 * only between whole names (src/utils/codeWrap.ts); in a narrow column (a phone under 368 px)
 * each label stands above its value, so that the longest flag and type names fit on a line.
 */
export default function OptionMeta({type, default: defaultValue, cli = NO_CLI}: OptionMetaProps): React.JSX.Element {
  return (
    <div className={styles.frame}>
      <dl className={styles.meta} data-option-meta="">
        <dt>
          <Translate id="optionMeta.type" description="Label of an option's TypeScript type">
            Type
          </Translate>
        </dt>
        <dd>
          <WrappingCode>{type}</WrappingCode>
        </dd>
        <dt>
          <Translate id="optionMeta.default" description="Label of an option's default value">
            Default
          </Translate>
        </dt>
        <dd>
          <WrappingCode>{defaultValue}</WrappingCode>
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
            <WrappingCode>{cli}</WrappingCode>
          )}
        </dd>
      </dl>
    </div>
  );
}
