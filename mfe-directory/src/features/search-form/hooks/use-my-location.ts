/** "Use my location": the browser's position for distance search, asked for only when the visitor taps. */
import { useEffect, useState } from "react";

export interface Position {
  latitude: number;
  longitude: number;
}

const DENIED = "Location access was denied. Type your town instead.";
const UNAVAILABLE = "We could not find your location. Type your town instead.";

/** Geolocation needs a secure page; where it is missing the button is not shown at all. */
export function canLocate(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator && (typeof window === "undefined" || window.isSecureContext !== false);
}

export function useMyLocation() {
  // Shown at first (as in the build-time render, so the form does not change size when the app
  // starts) and hidden after mount where geolocation is missing.
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(canLocate()), []);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function locate(onFound: (position: Position) => void) {
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? DENIED : UNAVAILABLE);
      },
      // A coarse fix is enough for "within 5 km" and comes quicker (and cheaper) on a phone.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return { supported, locating, problem, locate };
}
