import React from 'react';
import {render, screen} from '@testing-library/react';
import TOC from '@site/src/theme/TOC';

const toc = [
  {value: 'Commands', id: 'commands', level: 2},
  {value: 'rstest watch', id: 'rstest-watch', level: 3},
  {value: 'Watch mode shortcuts', id: 'watch-mode-shortcuts', level: 4},
];
const deepOnly = [{value: 'Deep', id: 'deep', level: 5}];

describe('TOC (desktop outline)', () => {
  it("titles the outline 'ON THIS PAGE' through a translated label", () => {
    render(<TOC toc={toc} className="theme-doc-toc-desktop" />);
    const outline = screen.getByRole('navigation', {name: 'ON THIS PAGE'});
    expect(outline.querySelector('[data-translate-id]')).toHaveAttribute('data-translate-id', 'outline.title');
    // The stock TOC renders the items inside; the page's class goes on the whole outline.
    expect(outline).toHaveClass('theme-doc-toc-desktop');
    expect(outline.querySelector('[data-stock="TOC"]')).toHaveAttribute('data-count', '3');
  });

  it('renders nothing when no heading is within h2 to h4', () => {
    const {container} = render(<TOC toc={deepOnly} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a page without headings', () => {
    const {container} = render(<TOC toc={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("follows the page's own heading range", () => {
    const {container} = render(<TOC toc={deepOnly} maxHeadingLevel={5} />);
    expect(container).not.toBeEmptyDOMElement();
  });
});
