import React from 'react';
import {render, screen} from '@testing-library/react';
import MarkdownTable from '@site/src/components/MarkdownTable';

// A Markdown table that scrolls sideways can be focused (and so scrolled) with the keyboard, and is
// marked for its edge shadows; one that fits is no tab stop and has no shadows.

function renderWithWidths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  render(
    <MarkdownTable>
      <tbody>
        <tr>
          <td>cell</td>
        </tr>
      </tbody>
    </MarkdownTable>,
  );
  return screen.getByRole('table');
}

afterEach(() => jest.restoreAllMocks());

describe('MarkdownTable', () => {
  it('takes focus and is marked as scrolling when it is wider than its box', () => {
    const table = renderWithWidths(900, 360);
    expect(table).toHaveAttribute('tabindex', '0');
    expect(table).toHaveAttribute('data-scrolls');
  });

  it('is no tab stop and not marked when it fits', () => {
    const table = renderWithWidths(300, 360);
    expect(table).not.toHaveAttribute('tabindex');
    expect(table).not.toHaveAttribute('data-scrolls');
  });
});
