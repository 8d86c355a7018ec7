import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * The tables of Markdown pages. The theme lets a table wider than its column scroll sideways
 * (phones, long option tables); a region that scrolls must then be reachable with the keyboard,
 * so the table takes focus (tabIndex 0) exactly while it overflows, and is no extra tab stop
 * otherwise. It also carries `data-scrolls` exactly then, for the edge shadows that show which way
 * it scrolls (src/css/custom.css). The server renders the plain table; the check runs after
 * hydration and on resize.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => setScrolls(table.scrollWidth > table.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} data-scrolls={scrolls ? '' : undefined} />;
}
