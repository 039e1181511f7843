import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ViewMoreDropdown } from './ViewMoreDropdown.tsx';

function renderDropdown(onCopy = vi.fn(), onShare = vi.fn()) {
  render(
    <div>
      <p data-testid="elsewhere">Elsewhere on the page</p>
      <ViewMoreDropdown
        label="More"
        items={[
          { key: 'copy', label: 'Copy link', onSelect: onCopy },
          { key: 'share', label: 'Share', onSelect: onShare },
        ]}
      />
    </div>,
  );
  return { label: screen.getByRole('button', { name: /More/ }), onCopy, onShare };
}

describe('the view more dropdown', () => {
  it('toggles open and closed on a click of its label', () => {
    const { label } = renderDropdown();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(label.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(label);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(label.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Copy link', 'Share']);
    fireEvent.click(label);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(label.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when an item is chosen and runs that item’s action only', () => {
    const { label, onCopy, onShare } = renderDropdown();
    fireEvent.click(label);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside, without running any action', () => {
    const { label, onCopy, onShare } = renderDropdown();
    fireEvent.click(label);
    fireEvent.mouseDown(screen.getByTestId('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onCopy).not.toHaveBeenCalled();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('stays open on a click inside its own menu, and closes on Escape with focus back on the label', () => {
    const { label } = renderDropdown();
    fireEvent.click(label);
    fireEvent.mouseDown(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Copy link');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Share');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(label);
  });
});
