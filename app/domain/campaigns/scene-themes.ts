// The banner pictures a campaign page may show: one scene each, drawn by
// scripts/illustrations/scene-svg.ts into public/images/scenes and picked in the campaign editor.

export const sceneThemes = [
  "sea",
  "coast-town",
  "mountain",
  "snow",
  "balloons",
  "ancient",
  "city-skyline",
  "bosphorus",
  "lake",
  "forest",
  "plateau",
  "road",
  "airport",
  "family",
  "business",
  "night-drive",
  "autumn",
  "spring",
] as const;
export type SceneTheme = (typeof sceneThemes)[number];
