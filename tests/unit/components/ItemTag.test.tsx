import React from 'react';
import {render, screen} from '@testing-library/react';
import ItemTag from '@site/src/components/ItemTag';
import {tagLabel} from '@site/src/components/ItemTag/tagLabel';

describe('ItemTag', () => {
  it('translates the well-known tags and shows any other tag as written', () => {
    expect(tagLabel('new')).toBe('New');
    expect(tagLabel('beta')).toBe('Beta');
    expect(tagLabel('experimental')).toBe('Experimental');
    expect(tagLabel('deprecated')).toBe('Deprecated');
    expect(tagLabel('0.5')).toBe('0.5');
  });

  it('renders an Infima badge carrying the tag', () => {
    render(<ItemTag tag="new" />);
    const badge = screen.getByText('New');
    expect(badge).toHaveClass('badge', 'badge--primary');
    expect(badge).toHaveAttribute('data-item-tag', 'new');
  });
});
