import L from 'leaflet';
import { Fragment } from 'react';
import { Circle, CircleMarker, Tooltip } from 'react-leaflet';
import { FRANCE, MapFrame } from '../../ui/map/map-frame.tsx';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  color: string;
  /** Metres: drawn as a light circle around the point (the position's accuracy). */
  accuracy?: number | null;
}

/** Points on an OpenStreetMap map, framed to show them all (France when there is none). */
export function PositionsMap({ points, label, height = 320 }: { points: MapPoint[]; label: string; height?: number }) {
  const bounds =
    points.length > 1
      ? L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number])).pad(0.3)
      : undefined;
  const center = points[0] ? { latitude: points[0].latitude, longitude: points[0].longitude } : FRANCE;
  return (
    <MapFrame
      label={label}
      height={height}
      center={center}
      zoom={points.length ? 16 : 5}
      bounds={bounds}
      maxZoom={19}
      placeable={false}
      placing={false}
      hint={null}
    >
      {points.map((point) => (
        <Fragment key={point.id}>
          {point.accuracy ? (
            <Circle
              center={[point.latitude, point.longitude]}
              radius={point.accuracy}
              pathOptions={{ color: point.color, weight: 1, fillOpacity: 0.08 }}
              interactive={false}
            />
          ) : null}
          <CircleMarker
            center={[point.latitude, point.longitude]}
            radius={9}
            pathOptions={{ color: '#fff', weight: 2, fillColor: point.color, fillOpacity: 1 }}
          >
            <Tooltip>{point.label}</Tooltip>
          </CircleMarker>
        </Fragment>
      ))}
    </MapFrame>
  );
}
