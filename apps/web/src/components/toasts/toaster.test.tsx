import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Toaster } from './toaster.tsx';
import { dismissAllToasts, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  it('shows a toast after a 1 second entrance delay and closes it after 20 steps of 250 ms', () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast.success('Member created successfully!');
    });
    advance(999);
    expect(screen.queryByText('Member created successfully!')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Member created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(19 * 250);
    expect(screen.getByText('Member created successfully!')).toBeInTheDocument();
    advance(250);
    expect(screen.queryByText('Member created successfully!')).not.toBeInTheDocument();
  });

  it('replaces a failure with the success of the same action, and leaves toasts about anything else', () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast.danger('Member create failed! Please try again.', { about: 'save.Member.create' });
      toast.danger('Event create failed! Please try again.', { about: 'save.Event.create' });
      toast.info('Unrelated');
    });
    advance(1000);
    expect(screen.getByText('Member create failed! Please try again.')).toBeInTheDocument();
    act(() => {
      toast.success('Member created successfully!', { about: 'save.Member.create' });
    });
    advance(1000);
    expect(screen.queryByText('Member create failed! Please try again.')).not.toBeInTheDocument();
    expect(screen.getByText('Member created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Event create failed! Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Unrelated')).toBeInTheDocument();
  });

  it('counts down visibly', () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast.info('Counting');
    });
    advance(1000);
    const bar = screen.getByRole('progressbar', { name: 'Time before this notification closes' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    advance(250 * 5);
    expect(bar).toHaveAttribute('aria-valuenow', '75');
  });

  it('pauses while hovered and resumes after', () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast.warning('Hover me');
    });
    advance(1000);
    advance(250 * 10);
    const item = screen.getByRole('alert');
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(screen.getByRole('progressbar', { name: 'Time before this notification closes' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    advance(250 * 10);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('closes by hand and shows the four variants', () => {
    renderWithApp(<Toaster />);
    act(() => {
      toast.success('one');
      toast.warning('two');
      toast.danger('three');
      toast.info('four');
    });
    advance(1000);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByText('one')).not.toBeInTheDocument();
    expect(screen.getByText('four')).toBeInTheDocument();
  });
});
