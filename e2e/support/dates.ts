/** "2026-11-23" -> "23/11/2026": how a date is typed in the app's date fields (Ghana's day-month-year order). */
export function dayFirst(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
