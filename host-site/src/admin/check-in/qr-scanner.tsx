import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@candleshop/ui';
import { decodeQr, decodeQrFile } from './qr-decode.js';

/** How often a camera frame is read. */
const FRAME_EVERY_MS = 250;

/**
 * Scanning a ticket (issue 27): the back camera's picture, read a few times a second until a code
 * is found, or a photo of the code chosen from the phone. Either answers the code's text.
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useI18n();
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const frame = async () => {
      const element = video.current;
      if (stopped || !element) return;
      const text = element.videoWidth ? await decodeQr(element, element.videoWidth, element.videoHeight) : undefined;
      if (stopped) return;
      if (text) {
        setScanning(false);
        found.current(text);
      } else timer = setTimeout(frame, FRAME_EVERY_MS);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        video.current!.srcObject = stream;
        await video.current!.play();
        void frame();
      } catch {
        setMessage(t('admin.checkIn.noCamera'));
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, t]);

  const photo = async (file: File | undefined) => {
    if (!file) return;
    setMessage(undefined);
    const text = await decodeQrFile(file);
    if (text) onCode(text);
    else setMessage(t('admin.checkIn.noQr'));
  };

  return (
    <div className="door-scanner">
      <div className="door-scan-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setMessage(undefined);
            setScanning(!scanning);
          }}
        >
          {t(scanning ? 'admin.checkIn.stopScan' : 'admin.checkIn.scan')}
        </button>
        <label className="button secondary door-photo">
          {t('admin.checkIn.photo')}
          <input type="file" accept="image/*" className="visually-hidden" onChange={(event) => void photo(event.currentTarget.files?.[0])} />
        </label>
      </div>
      {scanning && <video ref={video} className="door-video" muted playsInline aria-label={t('admin.checkIn.camera')} />}
      {message && <p role="alert">{message}</p>}
    </div>
  );
}
