import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import { texts } from './texts.ts';

/** A phone photo is scaled down to this many pixels on its longest side before it waits in the queue. */
const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;
/** At most this many photos at the end of a service. */
export const MAX_END_PHOTOS = 5;

/** Draws an image, a video frame or a bitmap on a canvas at most MAX_SIDE wide or high, as a JPEG data URL. */
function toJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

async function fileToJpeg(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    return toJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * Photos taken with the phone's camera (the back one when there is a choice), shown as thumbnails that can be
 * removed. Without a camera the browser can give (permission refused, none on the device), the agent picks
 * or takes a picture through the system's file chooser.
 */
export function CameraCapture({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const full = photos.length >= MAX_END_PHOTOS;

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [stream]);

  async function open() {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }));
    } catch {
      setUnavailable(true);
    }
  }

  function shoot() {
    const frame = video.current;
    if (!frame?.videoWidth) return;
    onChange([...photos, toJpeg(frame, frame.videoWidth, frame.videoHeight)]);
    setStream(null);
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].slice(0, MAX_END_PHOTOS - photos.length);
    event.target.value = '';
    try {
      onChange([...photos, ...(await Promise.all(chosen.map(fileToJpeg)))]);
    } catch {
      setUnavailable(true);
    }
  }

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {texts.photos}
        {photos.length}/{MAX_END_PHOTOS})
      </Typography>
      {photos.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {photos.map((photo, index) => (
            <Box key={photo.slice(-40)} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={photo}
                alt={texts.photoValue(index + 1)}
                sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={texts.retirerLaPhotoValue(index + 1)}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      {stream ? (
        <Stack spacing={1}>
          <Box
            component="video"
            ref={video}
            autoPlay
            playsInline
            muted
            aria-label={texts.apercuDeLaCamera}
            sx={{ width: '100%', maxHeight: 320, bgcolor: 'common.black', borderRadius: 1 }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={shoot}>
              {texts.declencher}
            </Button>
            <Button onClick={() => setStream(null)}>{texts.fermerLaCamera}</Button>
          </Stack>
        </Stack>
      ) : (
        !full &&
        !unavailable && (
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => void open()}
            sx={{ alignSelf: 'start' }}
          >
            {texts.prendreUnePhoto}
          </Button>
        )
      )}
      {unavailable && !full && (
        <Alert severity="info">
          {texts.cameraIndisponibleChoisissezUne}
          <Box
            component="input"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-label={texts.choisirUnePhoto}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
            sx={{ display: 'block', mt: 1 }}
          />
        </Alert>
      )}
    </Stack>
  );
}
