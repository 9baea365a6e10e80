/** For the SMS length tests: the visit that makes the longest "{date} at {time}" in the current language. */
import { visitTime } from "../appointment-notices.ts";

/** The visit whose day and month make the longest "{date} at {time}" in the current language (a 12:30 PM slot). */
export function longestVisit(): number {
  let longest = 0;
  for (let day = 0; day < 366; day++) {
    const at = Date.UTC(2028, 0, 1 + day, 12, 30);
    if (visitTime(at).length > (longest ? visitTime(longest).length : 0)) longest = at;
  }
  return longest;
}
