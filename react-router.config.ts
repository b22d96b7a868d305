import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Several builds can live side by side (e.g. parallel test runs): YOLDA_BUILD_DIR picks the folder.
  buildDirectory: process.env.YOLDA_BUILD_DIR ?? "build",
} satisfies Config;
