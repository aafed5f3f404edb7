import type { Location } from '@securite/domain/sites/site-schemas';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { Circle, CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { ClickToPlace, FRANCE, MapFrame } from '../../ui/map/map-frame.tsx';

import { texts } from './texts.ts';

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
  const start = location ?? site?.location ?? null;
  const placing = Boolean(onChange && !location);
  return (
    <MapFrame
      label={label}
      height={{ xs: 280, md: 360 }}
      center={start ?? FRANCE}
      zoom={start ? CLOSE_ZOOM : 5}
      maxZoom={19}
      placeable={Boolean(onChange)}
      placing={placing}
      hint={placing ? texts.cliquezSurLaCarte : null}
    >
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
            {texts.cePoint}
          </Tooltip>
        </CircleMarker>
      )}
    </MapFrame>
  );
}
