import type { Location } from '@securite/domain/sites/site-schemas';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, Marker, useMap } from 'react-leaflet';
import { ClickToPlace, FRANCE, locationOf, MapFrame } from '../../ui/map/map-frame.tsx';

import { texts } from './texts.ts';

// Leaflet finds its marker images through its CSS path, which Vite rewrites: give it the bundled URLs.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** What the map first shows around a site: its circle with some margin. */
const aroundOf = (location: Location, radius = 100) =>
  L.latLng(location.latitude, location.longitude).toBounds(Math.max(radius, 60) * 3);

export interface SiteMapProps {
  location: Location | null;
  /** Metres; drawn as a circle around the marker. */
  radius?: number;
  /** Click or drag places the site; without it the map is read-only. */
  onChange?: (location: Location) => void;
  height?: number | string;
  label: string;
}

/**
 * Leaflet measures its container once; in a dialog that is still opening it measures nothing. Measure again
 * whenever the container changes size, and frame the site the first time the map has a size.
 */
function FollowSize({ around }: { around: L.LatLngBounds | null }) {
  const map = useMap();
  const framed = useRef(false);
  const aroundRef = useRef(around);
  aroundRef.current = around;
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      if (framed.current || container.clientWidth === 0 || container.clientHeight === 0) return;
      framed.current = true;
      if (aroundRef.current) map.fitBounds(aroundRef.current);
      else map.setView([FRANCE.latitude, FRANCE.longitude], 5);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Follows the position when it changes from outside (typed coordinates). */
function FollowLocation({ location }: { location: Location | null }) {
  const map = useMap();
  useEffect(() => {
    if (!location) return;
    const target = L.latLng(location.latitude, location.longitude);
    if (!map.getBounds().pad(-0.2).contains(target)) map.setView(target, Math.max(map.getZoom(), 15));
  }, [map, location]);
  return null;
}

/**
 * A site's place on an OpenStreetMap map: the marker, its radius as a circle, click or drag to move it.
 * Without tiles (offline) the map stays usable on its light background.
 */
export function SiteMap({ location, radius, onChange, height = 320, label }: SiteMapProps) {
  const markerHandlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => onChange?.(locationOf((event.target as L.Marker).getLatLng())),
    }),
    [onChange],
  );
  return (
    <MapFrame
      label={label}
      height={height}
      center={location ?? FRANCE}
      zoom={5}
      bounds={location ? aroundOf(location, radius) : undefined}
      placeable={Boolean(onChange)}
      placing={Boolean(onChange && !location)}
      hint={onChange ? texts.cliquezSurLaCarte : null}
      containerSx={{
        backgroundImage:
          'linear-gradient(#dfe6e2 1px, transparent 1px), linear-gradient(90deg, #dfe6e2 1px, transparent 1px)',
        backgroundSize: '40px 40px',
      }}
    >
      <FollowSize around={location ? aroundOf(location, radius) : null} />
      {onChange && <ClickToPlace onChange={onChange} />}
      <FollowLocation location={location} />
      {location && (
        <>
          <Marker
            position={[location.latitude, location.longitude]}
            icon={markerIcon}
            draggable={Boolean(onChange)}
            eventHandlers={markerHandlers}
            title={texts.positionDuSite}
            alt={texts.positionDuSite}
          />
          {radius && radius > 0 && (
            <Circle
              center={[location.latitude, location.longitude]}
              radius={radius}
              pathOptions={{ color: '#1565c0', weight: 2, fillOpacity: 0.12 }}
            />
          )}
        </>
      )}
    </MapFrame>
  );
}
