/** The footer's "Data saver" switch: on, provider photos are not loaded and result pages are smaller. */
import { useT } from "@gh/i18n";
import { useId, useSyncExternalStore } from "react";
import { browserSavesData, chooseDataSaver, dataSaverChosen, subscribeToDataSaver } from "./data-saver";
import "./data-saver.css";

export function DataSaverSwitch() {
  const t = useT();
  const chosen = useSyncExternalStore(subscribeToDataSaver, dataSaverChosen, () => false);
  const hintId = useId();
  const browserAsks = browserSavesData();
  return (
    <div className="data-saver">
      <label className="data-saver__label">
        <input
          type="checkbox"
          role="switch"
          className="data-saver__switch"
          checked={chosen || browserAsks}
          disabled={browserAsks}
          aria-describedby={hintId}
          onChange={(event) => chooseDataSaver(event.currentTarget.checked)}
        />
        {t("Data saver")}
      </label>
      <p id={hintId} className="data-saver__hint">
        {browserAsks
          ? t("On because your browser asks to save data: Provider photos are not loaded and search pages are smaller.")
          : t("Provider photos are not loaded and search pages are smaller.")}
      </p>
    </div>
  );
}
