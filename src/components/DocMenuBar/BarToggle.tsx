import React, {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  readonly open: boolean;
  /** The id of the drawer or panel the button opens. */
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
};

/** A toggle of the doc menu bar: the "Menu" and "On this page" buttons. */
const BarToggle = forwardRef<HTMLButtonElement, Props>(function BarToggle({open, controls, onToggle, children}, ref) {
  return (
    <button ref={ref} type="button" className={clsx('clean-btn', styles.toggle)} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
});

export default BarToggle;
