import { useCallback, useEffect, useRef, useState } from 'react';

export interface MediaDeviceChoice {
  deviceId: string;
  label: string;
}

export type MediaCheckState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'running'; stream: MediaStream };

/**
 * The camera and microphone check before a live: asks the browser for both (`getUserMedia`), lists the devices it
 * then names, switches to the ones chosen, and stops every track when the check ends or the screen goes.
 */
export function useMediaCheck() {
  const [state, setState] = useState<MediaCheckState>({ status: 'idle' });
  const [cameras, setCameras] = useState<MediaDeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = null;
  }, []);

  const open = useCallback(
    async (choice: { cameraId?: string; microphoneId?: string } = {}) => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ status: 'unavailable' });
        return;
      }
      setState({ status: 'starting' });
      stop();
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : true,
          audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
        });
        current.current = stream;
        // Labels are only given once the page may use the devices.
        const devices = await navigator.mediaDevices.enumerateDevices();
        const named = (kind: MediaDeviceKind) =>
          devices
            .filter((device) => device.kind === kind)
            .map((device, index) => ({
              deviceId: device.deviceId,
              label: device.label || `${kind} ${index + 1}`,
            }));
        setCameras(named('videoinput'));
        setMicrophones(named('audioinput'));
        setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? choice.cameraId ?? '');
        setMicrophoneId(stream.getAudioTracks()[0]?.getSettings().deviceId ?? choice.microphoneId ?? '');
        setState({ status: 'running', stream });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        setState({
          status: name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
        });
      }
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return {
    state,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    start: () => void open(),
    chooseCamera: (id: string) => void open({ cameraId: id, microphoneId }),
    chooseMicrophone: (id: string) => void open({ cameraId, microphoneId: id }),
    end: () => {
      stop();
      setState({ status: 'idle' });
    },
  };
}

/** How loud the microphone is now, 0 to 100, from an analyser on the stream's audio (read each frame). */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // Root mean square, scaled so ordinary speech fills most of the meter.
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
      frame = requestAnimationFrame(read);
    };
    read();
    return () => {
      cancelAnimationFrame(frame);
      void audio.close();
    };
  }, [stream]);
  return level;
}
