import { describe, expect, it } from "vitest";
import { appPromptPlatform } from "./platform.ts";

const ua = {
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  iphoneFirefox:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15",
  iphoneInstagram:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 350.0.0",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

describe("appPromptPlatform", () => {
  it("points Android phones to Google Play", () => {
    expect(appPromptPlatform(ua.androidPhone)).toBe("android");
  });
  it("leaves iPhone Safari to its own smart banner", () => {
    expect(appPromptPlatform(ua.iphoneSafari)).toBeNull();
  });
  it("points other iPhone browsers and in-app browsers to the App Store", () => {
    expect(appPromptPlatform(ua.iphoneChrome)).toBe("ios");
    expect(appPromptPlatform(ua.iphoneFirefox)).toBe("ios");
    expect(appPromptPlatform(ua.iphoneInstagram)).toBe("ios");
  });
  it("shows nothing on tablets, desktops or without a User-Agent", () => {
    for (const agent of [ua.androidTablet, ua.ipad, ua.desktop, ua.mac, "", null, undefined])
      expect(appPromptPlatform(agent)).toBeNull();
  });
});
