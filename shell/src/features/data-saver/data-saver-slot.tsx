/**
 * Where the footer shows the Data saver switch. The switch's code is fetched only when the footer
 * comes near the screen, so it adds nothing to the landing page's first load.
 */
import { useEffect, useRef, useState, type ComponentType } from "react";

export function DataSaverSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [Switch, setSwitch] = useState<ComponentType | null>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("./data-saver-switch").then(({ DataSaverSwitch }) => setSwitch(() => DataSaverSwitch));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={slot} className="shell-data-saver">{Switch ? <Switch /> : null}</div>;
}
