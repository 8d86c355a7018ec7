import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * The intrinsic size given to every logo <img> (the logos are square): the browser reserves the box
 * before the file arrives, so a lazily loaded logo shifts nothing. The caller's class sets the size
 * it is drawn at (`--ecosystem-logo-size`).
 */
export const LOGO_SIZE_PX = 52;

export type EcosystemLogoProps = {
  /** A path of the site's own files (`/img/ecosystem/rspack.svg`), resolved against the base URL. */
  src: string;
  /** Scale of the image inside its box (`logoScale` of a tool entry). */
  scale?: number;
  loading?: 'lazy' | 'eager';
  className?: string;
};

/**
 * A tool's logo: one of the site's own image files (static/img/ecosystem/), so it shows offline and
 * no page asks another host for it. It sits next to the tool's name, so it is decorative (empty alt).
 */
export default function EcosystemLogo({src, scale, loading = 'eager', className}: EcosystemLogoProps): ReactNode {
  const url = useBaseUrl(src);
  const style: CSSProperties | undefined = scale ? {transform: `scale(${scale})`} : undefined;
  return (
    <img
      className={clsx(styles.logo, className)}
      data-ecosystem-logo=""
      src={url}
      alt=""
      width={LOGO_SIZE_PX}
      height={LOGO_SIZE_PX}
      loading={loading}
      decoding="async"
      style={style}
    />
  );
}
