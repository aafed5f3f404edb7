import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Location } from '@securite/domain/sites/site-schemas';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';

/** Mainland France, when neither the checkpoint nor its site has a position. */
const FRANCE: Location = { latitude: 46.6, longitude: 2.4 };
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const CLOSE_ZOOM = 18;

export interface CheckpointMapProps {
  /** The checkpoint's place; null: not placed yet. */
  location: Location | null;
  color: string;
  /** The site's position and radius: where the map starts when the checkpoint has no place. */
  site: { location: Location | null; radius: number } | null;
  /** The site's other checkpoints, to place this one among them. */
  others: readonly { id: string; title: string; color: string; location: Location | null }[];
  /** Click places the checkpoint; without it the map is read-only. */
  onChange?: (location: Location) => void;
  label: string;
}

function ClickToPlace({ onChange }: { onChange: (location: Location) => void }) {
  useMapEvents({
    click: (event) => onChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

/**
 * Leaflet measures its container once: measure again when it changes size, and move to the site when another
 * site is chosen for a checkpoint that is not placed yet.
 */
function FollowView({ start }: { start: Location | null }) {
  const map = useMap();
  const startRef = useRef(start);
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => {
    if (!start || startRef.current === start) return;
    startRef.current = start;
    const target = L.latLng(start.latitude, start.longitude);
    if (!map.getBounds().contains(target)) map.setView(target, Math.max(map.getZoom(), 17));
  }, [map, start]);
  return null;
}

/** The checkpoint on an OpenStreetMap map, within its site's circle and among the site's other checkpoints. */
export function CheckpointMap({ location, color, site, others, onChange, label }: CheckpointMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const start = location ?? site?.location ?? null;
  const center = start ?? FRANCE;
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height: { xs: 280, md: 360 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': {
          height: '100%',
          background: '#eef2f0',
          cursor: onChange ? 'crosshair' : undefined,
        },
      }}
    >
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={start ? CLOSE_ZOOM : 5}
        scrollWheelZoom={false}
        style={{ height: '100%' }}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          maxZoom={19}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <FollowView start={site?.location ?? null} />
        {onChange && <ClickToPlace onChange={onChange} />}
        {site?.location && (
          <Circle
            center={[site.location.latitude, site.location.longitude]}
            radius={site.radius}
            pathOptions={{ color: '#1565c0', weight: 1, fillOpacity: 0.06, dashArray: '4 4' }}
            interactive={false}
          />
        )}
        {others.map(
          (other) =>
            other.location && (
              <CircleMarker
                key={other.id}
                center={[other.location.latitude, other.location.longitude]}
                radius={6}
                pathOptions={{ color: '#fff', weight: 1, fillColor: other.color, fillOpacity: 0.6 }}
              >
                <Tooltip>{other.title}</Tooltip>
              </CircleMarker>
            ),
        )}
        {location && (
          <CircleMarker
            center={[location.latitude, location.longitude]}
            radius={11}
            pathOptions={{ color: '#fff', weight: 3, fillColor: color, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -10]}>
              Ce point
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
      {(tilesFailed || (onChange && !location)) && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            zIndex: 1000,
            bgcolor: 'rgba(255,255,255,0.9)',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            maxWidth: 'calc(100% - 16px)',
          }}
        >
          {tilesFailed ? 'Fond de carte indisponible. ' : ''}
          {onChange && !location ? 'Cliquez sur la carte pour placer le point de contrôle.' : ''}
        </Typography>
      )}
    </Box>
  );
}
