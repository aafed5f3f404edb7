import { screen, waitFor } from '@testing-library/react';
import { divIcon } from 'leaflet';
import { Marker } from 'react-leaflet';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { FRANCE, MapFrame } from './map-frame.tsx';

const icon = divIcon({ className: 'repere', html: 'Site' });

function renderMap() {
  return renderComponent(
    <MapFrame
      label="Carte des sites"
      center={FRANCE}
      zoom={6}
      height={300}
      hint={null}
      placeable={false}
      placing={false}
    >
      <Marker position={[48.85, 2.35]} icon={icon} />
    </MapFrame>,
  );
}

describe('MapFrame', () => {
  it('draws the server’s tiles with their credit', async () => {
    const fetchMock = mockApi({
      'GET /api/map-tiles': () => json({ url: 'https://tuiles.exemple.fr/{z}/{x}/{y}.png', attribution: '© Exemple' }),
    });
    renderMap();
    const map = screen.getByRole('region', { name: 'Carte des sites' });
    await waitFor(() =>
      expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^https:\/\/tuiles\.exemple\.fr\/6\//),
    );
    expect(map).toHaveTextContent('© Exemple');
    expect(map.querySelector('.repere')).not.toBeNull();
    expect(callsTo(fetchMock, 'GET /map-tiles')).toBe(1);
  });

  it('shows the markers on a plain background when the server has no tiles', async () => {
    const fetchMock = mockApi({ 'GET /api/map-tiles': () => json({ url: null, attribution: '' }) });
    renderMap();
    const map = screen.getByRole('region', { name: 'Carte des sites' });
    // The marker is there before the answer and after it.
    expect(map.querySelector('.repere')).not.toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /map-tiles')).toBe(1));
    expect(map.querySelector('img.leaflet-tile')).toBeNull();
    expect(map.querySelector('.repere')).not.toBeNull();
  });
});
