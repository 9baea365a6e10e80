import { describe, expect, it } from "vitest";
import { mobileNetworkOf } from "./mobile-network.ts";

describe("the caller's mobile network", () => {
  it("knows Ghana's networks by code and by the names aggregators use", () => {
    const named = ["62001", "620-01", "MTN", "mtn-gh", "Vodafone", "telecel", "62002", "Airtel-Tigo", "AirtelTigo", "tigo", "airtel", "62003", "62006"];
    expect(named.map(mobileNetworkOf)).toEqual(["mtn", "mtn", "mtn", "mtn", "telecel", "telecel", "telecel", "airteltigo", "airteltigo", "airteltigo", "airteltigo", "airteltigo", "airteltigo"]);
  });

  it("knows no network for a Hubtel app channel, another country's network or nothing", () => {
    expect(["Hubtel-Android", "Safaricom", "63902", "", null, undefined].map(mobileNetworkOf)).toEqual([null, null, null, null, null, null]);
  });
});
