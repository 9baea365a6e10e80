/**
 * "Use my location": the browser's position, asked for only when the visitor taps (search distance,
 * nearest emergency centre). A coarse fix is enough for kilometres and comes quicker, and cheaper,
 * on a phone.
 */
import { useEffect, useState } from "react";

/** A position rounded to about 100 m: close enough for "within 5 km", and no more precise than needed. */
export function roundCoordinate(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** What to tell the visitor when no position comes, naming what they can do instead (messages: shown with t(problem)). */
export interface LocationProblems {
  denied: string;
  unavailable: string;
}

/** Geolocation needs a secure page; where it is missing the button is not offered. */
export function canLocate(): boolean {
  return typeof navigator !== "undefined" && "geolocation" in navigator && (typeof window === "undefined" || window.isSecureContext !== false);
}

export function useGeolocation(problems: LocationProblems) {
  // Offered at first, as in the build-time render (so nothing moves when the app starts), and
  // withdrawn after mount where the browser cannot locate.
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
        setProblem(error.code === error.PERMISSION_DENIED ? problems.denied : problems.unavailable);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return { supported, locating, problem, locate };
}
