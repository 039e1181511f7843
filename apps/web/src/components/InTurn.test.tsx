import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_PLACEHOLDER_ATTRIBUTE } from '../lib/page-shown.ts';
import { InTurn } from './InTurn.tsx';

const drawn: string[] = [];
function Part({ name }: { name: string }) {
  useEffect(() => {
    drawn.push(name);
  }, [name]);
  return <p>{name}</p>;
}

describe('InTurn', () => {
  it('draws the parts after the first screen later, in order, each keeping its place as the page’s stand-in until then', async () => {
    drawn.length = 0;
    const { container } = render(
      <>
        <Part name="first screen" />
        <InTurn>
          <Part name="second" />
        </InTurn>
        <InTurn>
          <Part name="third" />
        </InTurn>
      </>,
    );
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(container.querySelectorAll(`[${PAGE_PLACEHOLDER_ATTRIBUTE}]`)).toHaveLength(2);
    expect(await screen.findByText('third')).toBeTruthy();
    expect(drawn).toEqual(['first screen', 'second', 'third']);
    expect(container.querySelectorAll(`[${PAGE_PLACEHOLDER_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('leaves the line when it goes before its turn, and the parts after it still come', async () => {
    const view = render(
      <InTurn>
        <p>gone</p>
      </InTurn>,
    );
    view.unmount();
    render(
      <InTurn>
        <p>stays</p>
      </InTurn>,
    );
    expect(await screen.findByText('stays')).toBeTruthy();
    expect(screen.queryByText('gone')).toBeNull();
  });
});
