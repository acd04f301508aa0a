import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { VenueCell } from './venue-cell.tsx';

const event = buildEvent({ venue: 'Hall A', city: 'Toronto', provinceCode: 'ON', country: 'Canada' });
const details = 'Hall A, Toronto, ON, Canada';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderCell() {
  renderWithApp(<VenueCell event={event} />);
  return screen.getByText('Hall A');
}

// jsdom lays nothing out, so floating-ui finds the name detached and the tooltip is drawn with
// `display: none`: it is looked for hidden or not (the e2e test sees it in Chromium).
const tooltip = () => screen.getByRole('tooltip', { hidden: true });
const queryTooltip = () => screen.queryByRole('tooltip', { hidden: true });

/**
 * A pointer coming over (or leaving) the name. React makes its enter and leave from `pointerover`
 * and `pointerout`; jsdom has no PointerEvent, so the pointer's type is set by hand.
 */
function pointer(name: HTMLElement, type: 'pointerover' | 'pointerout', pointerType: 'mouse' | 'touch' = 'mouse') {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: document.body });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(name, event);
}

/** Lets `ms` pass on the fake clock, with React's updates applied. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('VenueCell', () => {
  it('shows the details one second after the pointer comes over the name, and hides them when it leaves', async () => {
    const name = renderCell();
    pointer(name, 'pointerover');
    await wait(900);
    expect(queryTooltip()).not.toBeInTheDocument();
    await wait(200);
    expect(tooltip()).toHaveTextContent(details);
    pointer(name, 'pointerout');
    await wait(300);
    expect(queryTooltip()).not.toBeInTheDocument();
  });

  it('shows nothing when the pointer leaves within the second', async () => {
    const name = renderCell();
    pointer(name, 'pointerover');
    await wait(500);
    pointer(name, 'pointerout');
    await wait(1000);
    expect(queryTooltip()).not.toBeInTheDocument();
  });

  it('shows the details on keyboard focus too, and Escape closes them', async () => {
    const name = renderCell();
    act(() => name.focus());
    await wait(1100);
    expect(tooltip()).toHaveTextContent(details);
    fireEvent.keyDown(name, { key: 'Escape' });
    await wait(300);
    expect(queryTooltip()).not.toBeInTheDocument();
  });

  it('shows nothing for a touch, as the tooltip did', async () => {
    const name = renderCell();
    pointer(name, 'pointerover', 'touch');
    await wait(1500);
    expect(queryTooltip()).not.toBeInTheDocument();
  });
});
