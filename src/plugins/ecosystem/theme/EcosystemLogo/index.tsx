import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type EcosystemLogoProps = {
  src: string;
  /** The tool's name: its initial stands in for a logo that cannot load. */
  name: string;
  /** Scale of the image inside its box (`logoScale` of a tool entry). */
  scale?: number;
  loading?: 'lazy' | 'eager';
  className?: string;
};

/** True when an <img> has finished loading without an image (a broken or unreachable URL). */
export function isBrokenImage(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/**
 * A tool's logo. The logos are on another host, which a reader (or a test run) may not reach: a
 * logo that fails to load leaves a tinted square with the tool's initial instead of a broken image.
 * The logo sits next to the tool's name, so it is decorative (empty alt).
 */
export default function EcosystemLogo({src, name, scale, loading = 'eager', className}: EcosystemLogoProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // An error that happened before hydration fired no React event: check the image once mounted.
  useEffect(() => {
    if (image.current && isBrokenImage(image.current)) setFailed(true);
  }, [src]);

  if (failed) {
    return (
      <span className={clsx(styles.logo, styles.placeholder, className)} data-ecosystem-logo="placeholder" aria-hidden="true">
        {name.charAt(0)}
      </span>
    );
  }
  const style: CSSProperties | undefined = scale ? {transform: `scale(${scale})`} : undefined;
  return (
    <img
      ref={image}
      className={clsx(styles.logo, className)}
      data-ecosystem-logo="image"
      src={src}
      alt=""
      loading={loading}
      decoding="async"
      style={style}
      onError={() => setFailed(true)}
    />
  );
}
