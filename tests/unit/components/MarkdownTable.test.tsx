import React from 'react';
import {render, screen} from '@testing-library/react';
import MarkdownTable from '@site/src/components/MarkdownTable';

// A Markdown table that scrolls sideways can be focused (and so scrolled) with the keyboard; one
// that fits is no tab stop.

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
  it('takes focus when it is wider than its box', () => {
    expect(renderWithWidths(900, 360)).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop when it fits', () => {
    expect(renderWithWidths(300, 360)).not.toHaveAttribute('tabindex');
  });
});
