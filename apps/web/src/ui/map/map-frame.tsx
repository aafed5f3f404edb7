import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Location } from '@securite/domain/sites/site-schemas';
import type L from 'leaflet';
import { type ReactNode, useState } from 'react';
import { MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { texts } from '../texts.ts';
import { useMapTiles } from './use-map-tiles.ts';

/** Mainland France, where a map starts when it has nothing to show yet. */
export const FRANCE: Location = { latitude: 46.6, longitude: 2.4 };

/** Six decimals: about 10 cm, what a position keeps. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A click on the map is the new position. */
export function ClickToPlace({ onChange }: { onChange: (location: Location) => void }) {
  useMapEvents({
    click: (event) => onChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

/** A position from a Leaflet point, rounded like a click. */
export const locationOf = (point: L.LatLng): Location => ({ latitude: round(point.lat), longitude: round(point.lng) });

/**
 * A map in a labelled region: the server’s tiles (a light background without them, or when they fail offline), the layers
 * given as children, and a caption at the bottom when the tiles failed or when the user should click to place.
 */
export function MapFrame({
  label,
  height,
  center,
  zoom,
  bounds,
  maxZoom,
  placeable,
  placing,
  hint,
  containerSx,
  children,
}: {
  label: string;
  height: number | string | Record<string, number>;
  center: Location;
  zoom: number;
  bounds?: L.LatLngBounds;
  /** The tiles' deepest zoom (Leaflet's default otherwise). */
  maxZoom?: number;
  /** A click places something: the crosshair cursor. */
  placeable: boolean;
  /** Nothing placed yet: the caption shows. */
  placing: boolean;
  /** The caption after « Fond de carte indisponible. » (when the tiles failed). */
  hint: string | null;
  /** More of the map's own style (its background). */
  containerSx?: Record<string, string>;
  children: ReactNode;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // The markers never wait for the tiles: the plain background shows them until the server's tiles are known, and
  // for good when the server has none (MAP_TILE_URL=off) or they fail.
  const tiles = useMapTiles();
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': {
          height: '100%',
          background: '#eef2f0',
          ...containerSx,
          cursor: placeable ? 'crosshair' : undefined,
        },
      }}
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={zoom}
        bounds={bounds}
        scrollWheelZoom={false}
        style={{ height: '100%' }}
      >
        {tiles?.url && (
          <TileLayer
            attribution={tiles.attribution}
            url={tiles.url}
            {...(maxZoom !== undefined && { maxZoom })}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        {children}
      </MapContainer>
      {(tilesFailed || placing) && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            // Above the tiles' attribution line, which it would otherwise cover on a narrow map.
            bottom: 24,
            zIndex: 1000,
            bgcolor: 'rgba(255,255,255,0.9)',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            maxWidth: 'calc(100% - 16px)',
          }}
        >
          {tilesFailed ? `${texts.fondDeCarteIndisponible} ` : ''}
          {hint ?? ''}
        </Typography>
      )}
    </Box>
  );
}
