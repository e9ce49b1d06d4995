/** @jest-environment jsdom */
// A .spec.ts (the remote's jest config runs *.spec.ts only), so the elements are made with createElement.
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { RemoveSourceDialog, type RemoveSourceDialogProps } from './remove-source-dialog';

const SOURCE = { address: 'https://calendar.example.org/hall.ics', calendarName: 'Hall events', eventCount: 4 };

function open(props: Partial<RemoveSourceDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(createElement(RemoveSourceDialog, { source: SOURCE, onConfirm, onCancel, ...props }));
  return { onConfirm, onCancel };
}

describe('RemoveSourceDialog', () => {
  it('asks what becomes of the events, Keep chosen and focused first', () => {
    const { onConfirm } = open();
    expect(screen.getByRole('dialog', { name: 'Remove this calendar?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'What happens to the 4 events it imported?' })).toBeTruthy();
    const keep = screen.getByRole('radio', { name: 'Keep its events' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    expect(document.activeElement).toBe(keep);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledWith('keep');
  });

  it('sends the choice to unpublish', () => {
    const { onConfirm } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Unpublish its events' }));
    expect((screen.getByRole('radio', { name: 'Keep its events' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('unpublish');
  });

  it('cancels without removing', () => {
    const { onConfirm, onCancel } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Unpublish its events' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores presses while the removal runs, and says why it failed', () => {
    const { onConfirm, onCancel } = open({ busy: true, error: 'Not found.' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Not found.');
  });

  it('speaks of one event in the singular', () => {
    open({ source: { ...SOURCE, eventCount: 1 } });
    expect(screen.getByRole('group', { name: 'What happens to the event it imported?' })).toBeTruthy();
  });
});
