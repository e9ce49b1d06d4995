import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MapView, type MapPin } from './map-view.js';

const HALL: MapPin = { id: 'hall', lat: 42.45, lon: -73.25 };
const ANNEX: MapPin = { id: 'annex', lat: 42.46, lon: -73.26, tone: 'other' };

async function mapOf(name: string): Promise<HTMLElement> {
  const canvas = await screen.findByTestId(name);
  await waitFor(() => expect(canvas.querySelector('.ol-viewport')).not.toBeNull());
  return canvas;
}

describe('MapView', () => {
  it('is a "Loading map…" status under the class stem until OpenLayers arrives, then the named region with its canvas', async () => {
    const { container } = render(<MapView name="queue-item-map" label="Map of Town Hall" pins={[HALL, ANNEX]} zoom={16} />);
    expect(screen.getByRole('status').textContent).toBe('Loading map…');
    expect(container.firstElementChild?.className).toBe('queue-item-map queue-item-map--loading');

    const region = await screen.findByRole('region', { name: 'Map of Town Hall' });
    expect(region.className).toBe('queue-item-map');
    const canvas = within(region).getByTestId('queue-item-map');
    expect(canvas.className).toBe('queue-item-map__canvas');
    expect(canvas.dataset).toMatchObject({ lat: '42.45', lon: '-73.25', pins: '2' });
  });

  it('moves its pins with the props on the one map it made, and only when they change', async () => {
    const props = { name: 'venue-map', label: 'Map of the venue', zoom: 16, className: 'extra' } as const;
    const { rerender, unmount } = render(<MapView {...props} pins={[{ id: 'venue', lat: 42.1, lon: -73.1 }]} />);
    const canvas = await mapOf('venue-map');
    const viewport = canvas.querySelector('.ol-viewport');
    expect(screen.getByRole('region', { name: 'Map of the venue' }).className).toBe('venue-map extra');
    expect(canvas.dataset).toMatchObject({ lat: '42.1', lon: '-73.1', pins: '1' });

    // The same pins in a new array: nothing to redraw, the map stays as the user left it.
    canvas.dataset.ready = 'true';
    rerender(<MapView {...props} pins={[{ id: 'venue', lat: 42.1, lon: -73.1 }]} />);
    expect(canvas.dataset.ready).toBe('true');

    rerender(<MapView {...props} pins={[{ id: 'venue', lat: 42.2, lon: -73.3 }, ANNEX]} />);
    expect(canvas.dataset).toMatchObject({ lat: '42.2', lon: '-73.3', pins: '2', ready: 'false' });
    expect(canvas.querySelector('.ol-viewport')).toBe(viewport);

    unmount();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the selected pin\'s popup as a named dialog with focus in it; Escape and Close close it', async () => {
    const user = userEvent.setup();
    const closed: (string | null)[] = [];
    function Selectable() {
      const [selected, setSelected] = useState<string | null>('hall');
      return (
        <MapView
          name="results-map"
          label="Map of events"
          pins={[HALL, { id: 'theatre', lat: 42.3, lon: -73.2, count: 3 }]}
          zoom={14}
          selected={selected}
          onSelect={(id) => {
            closed.push(id);
            setSelected(id);
          }}
          popup={selected ? { labelledBy: 'popup-title', content: <a id="popup-title" href="/events/1/">Jazz Night</a> } : null}
        />
      );
    }
    const { rerender } = render(<Selectable />);
    // OpenLayers shows the popup at its pin once it draws a frame, which jsdom (no layout) never asks for.
    const dialog = await screen.findByRole('dialog', { name: 'Jazz Night', hidden: true });
    expect(dialog.className).toBe('results-map__popup-body');
    expect(within(dialog).getByRole('link', { name: 'Jazz Night', hidden: true })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await user.keyboard('{Escape}');
    expect(closed).toEqual([null]);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<MapView name="results-map" label="Map of events" pins={[HALL]} zoom={14} selected="hall" onSelect={(id) => closed.push(id)} popup={{ labelledBy: 'popup-title', content: <span id="popup-title">Town Hall</span> }} />);
    // A plain click: OpenLayers' pointer handling needs PointerEvent, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Close', hidden: true }));
    expect(closed).toEqual([null, null]);
  });

  it('draws no popup for a selection that is not among its pins', async () => {
    render(<MapView name="results-map" label="Map of events" pins={[HALL]} zoom={14} selected="gone" onSelect={() => undefined} popup={{ labelledBy: 'x', content: <span id="x">Gone</span> }} />);
    await mapOf('results-map');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
