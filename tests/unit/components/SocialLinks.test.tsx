import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks';
import {socialLinkName, splitSocialLinks} from '@site/src/components/SocialLinks/socialLinks';
import type {SocialLink} from '@site/src/components/SocialLinks/types';

const GITHUB: SocialLink = {icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rstest'};
const CUSTOM_SVG = '<svg viewBox="0 0 24 24"><circle data-testid="custom-mark" cx="12" cy="12" r="10"/></svg>';

function links(count: number): SocialLink[] {
  return Array.from({length: count}, (_, index) => ({
    icon: {svg: CUSTOM_SVG},
    mode: 'link' as const,
    content: `https://example.com/${index + 1}`,
    ariaLabel: `Link ${index + 1}`,
  }));
}

describe('splitSocialLinks', () => {
  it('keeps at most five links inline, in order, and puts the rest behind "more"', () => {
    expect(splitSocialLinks([1, 2, 3])).toEqual({inline: [1, 2, 3], more: []});
    expect(splitSocialLinks([1, 2, 3, 4, 5])).toEqual({inline: [1, 2, 3, 4, 5], more: []});
    expect(splitSocialLinks([1, 2, 3, 4, 5, 6, 7])).toEqual({inline: [1, 2, 3, 4, 5], more: [6, 7]});
  });
});

describe('socialLinkName', () => {
  it('prefers the aria label, then the brand name of a built-in icon', () => {
    expect(socialLinkName({...GITHUB, ariaLabel: 'Rstest on GitHub'})).toBe('Rstest on GitHub');
    expect(socialLinkName(GITHUB)).toBe('GitHub');
    expect(socialLinkName({icon: 'x', mode: 'link', content: 'https://x.com'})).toBe('X');
    expect(socialLinkName({icon: 'discord', mode: 'link', content: 'https://discord.gg'})).toBe('Discord');
    expect(socialLinkName({icon: {svg: CUSTOM_SVG}, mode: 'link', content: 'https://example.com'})).toBeUndefined();
  });
});

describe('SocialLinksNavbarItem', () => {
  it('link mode: an icon link with an accessible name that opens the URL in a new tab', () => {
    render(<SocialLinksNavbarItem links={[GITHUB]} />);
    const link = screen.getByRole('link', {name: 'GitHub'});
    expect(link).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg[data-icon="github"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the github, x and discord icons from local inline SVGs and a custom icon from its SVG markup', () => {
    const {container} = render(
      <SocialLinksNavbarItem
        links={[
          GITHUB,
          {icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev'},
          {icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW'},
          {icon: {svg: CUSTOM_SVG}, mode: 'link', content: 'https://example.com', ariaLabel: 'Example'},
        ]}
      />,
    );
    for (const icon of ['github', 'x', 'discord']) {
      expect(container.querySelector(`svg[data-icon="${icon}"] path`)?.getAttribute('d')).toMatch(/^M/);
    }
    expect(within(screen.getByRole('link', {name: 'Example'})).getByTestId('custom-mark')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('names a custom icon without an aria label through a translated fallback', () => {
    render(<SocialLinksNavbarItem links={[{icon: {svg: CUSTOM_SVG}, mode: 'link', content: 'https://example.com'}]} />);
    expect(screen.getByRole('link', {name: 'Social link'})).toHaveAttribute('href', 'https://example.com');
  });

  it('text mode: shows the text in a tooltip on hover and on focus; Escape dismisses it', () => {
    render(<SocialLinksNavbarItem links={[{icon: 'discord', mode: 'text', content: 'Join us on Discord: rstest', ariaLabel: 'Discord'}]} />);
    const button = screen.getByRole('button', {name: 'Discord'});
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(button.parentElement!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Join us on Discord: rstest');
    expect(button).toHaveAccessibleDescription('Join us on Discord: rstest');
    fireEvent.mouseLeave(button.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Join us on Discord: rstest');
    fireEvent.keyDown(button, {key: 'Escape'});
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('img mode: shows the image (a QR code, say) in a popup on hover', () => {
    render(<SocialLinksNavbarItem links={[{icon: {svg: CUSTOM_SVG}, mode: 'img', content: '/img/qr.png', ariaLabel: 'WeChat'}]} />);
    const button = screen.getByRole('button', {name: 'WeChat'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img', {name: 'WeChat'})).toBeNull();
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const image = screen.getByRole('img', {name: 'WeChat'});
    expect(image).toHaveAttribute('src', '/img/qr.png');
    expect(button.getAttribute('aria-controls')).toBe(image.parentElement!.id);
  });

  it('dom mode: shows the HTML content in a popup on focus', () => {
    render(
      <SocialLinksNavbarItem
        links={[{icon: 'x', mode: 'dom', content: '<p>Follow <a href="https://x.com/rspack_dev">@rspack_dev</a></p>'}]}
      />,
    );
    const button = screen.getByRole('button', {name: 'X'});
    fireEvent.focus(button);
    expect(screen.getByText('Follow', {exact: false})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: '@rspack_dev'})).toHaveAttribute('href', 'https://x.com/rspack_dev');
  });

  it('shows five links inline and no "more" button when there are exactly five', () => {
    render(<SocialLinksNavbarItem links={links(5)} />);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('button', {name: 'More social links'})).toBeNull();
  });

  it('puts the links beyond the fifth into a "more" popup that opens on click and closes with Escape', () => {
    render(<SocialLinksNavbarItem links={links(7)} />);
    const more = screen.getByRole('button', {name: 'More social links'});
    expect(more.tagName).toBe('BUTTON');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Only the five inline links are reachable while the popup is closed.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Link 1',
      'Link 2',
      'Link 3',
      'Link 4',
      'Link 5',
    ]);

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const popup = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(popup).toBeVisible();
    expect(within(popup).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Link 6', 'Link 7']);

    within(popup).getByRole('link', {name: 'Link 6'}).focus();
    fireEvent.keyDown(within(popup).getByRole('link', {name: 'Link 6'}), {key: 'Escape'});
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(popup).not.toBeVisible();
    expect(more).toHaveFocus();
  });

  it('closes the "more" popup on a click outside it', () => {
    render(
      <>
        <SocialLinksNavbarItem links={links(6)} />
        <p>outside</p>
      </>,
    );
    const more = screen.getByRole('button', {name: 'More social links'});
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders as a navbar item on desktop and as a menu list item in the mobile menu', () => {
    const {container, rerender} = render(<SocialLinksNavbarItem links={[GITHUB]} />);
    expect(container.firstElementChild).toHaveClass('navbar__item');
    rerender(
      <ul>
        <SocialLinksNavbarItem links={[GITHUB]} mobile />
      </ul>,
    );
    expect(container.querySelector('ul > li.menu__list-item a[aria-label="GitHub"]')).not.toBeNull();
  });
});
