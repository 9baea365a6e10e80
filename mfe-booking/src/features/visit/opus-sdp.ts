/**
 * Opus set for a weak mobile connection (docs/product-rules.md#remote-visits): about 12 kbps, 60 ms
 * packets (a third of the packets of the usual 20 ms, so far less header overhead on the wire),
 * in-band error correction against loss and no packets during silence: about 20 kbps per direction
 * with its headers. A side's encoder follows the parameters in the other side's description, so both
 * the offer and the answer carry them, and a description received is set the same way.
 */

/** The Opus format parameters (fmtp) every audio section carries. */
export const OPUS_PARAMETERS: Readonly<Record<string, string>> = {
  maxaveragebitrate: "12000",
  ptime: "60",
  useinbandfec: "1",
  usedtx: "1",
};

export const OPUS_PACKET_MS = 60;

const OPUS_RTPMAP = /^a=rtpmap:(\d+) opus\/48000/im;

/** `sdp` with every audio section's Opus parameters and packet time set as above; the rest untouched. */
export function tuneOpus(sdp: string): string {
  const eol = sdp.includes("\r\n") ? "\r\n" : "\n";
  return sdp
    .split(/^(?=m=)/m)
    .map((section) => (section.startsWith("m=audio") ? tuneAudioSection(section, eol) : section))
    .join("");
}

function tuneAudioSection(section: string, eol: string): string {
  const payloadType = OPUS_RTPMAP.exec(section)?.[1];
  if (!payloadType) return section;
  const fmtpPrefix = `a=fmtp:${payloadType} `;
  const lines = section.split(eol).filter((line) => !line.startsWith("a=ptime:"));
  const fmtpAt = lines.findIndex((line) => line.startsWith(fmtpPrefix));
  const parameters = new Map<string, string>();
  if (fmtpAt >= 0) {
    for (const pair of lines[fmtpAt]!.slice(fmtpPrefix.length).split(";")) {
      const [name = "", value = ""] = pair.trim().split("=");
      if (name) parameters.set(name, value);
    }
  }
  for (const [name, value] of Object.entries(OPUS_PARAMETERS)) parameters.set(name, value);
  const fmtp = fmtpPrefix + [...parameters].map(([name, value]) => `${name}=${value}`).join(";");
  const at = fmtpAt >= 0 ? fmtpAt : lines.findIndex((line) => OPUS_RTPMAP.test(line)) + 1;
  lines.splice(at, fmtpAt >= 0 ? 1 : 0, fmtp, `a=ptime:${OPUS_PACKET_MS}`);
  return lines.join(eol);
}
