// Sending a multipart form with XMLHttpRequest, for its upload progress events (fetch has none).

export type UploadProgress = { loaded: number; total: number; done: boolean };

export type UploadAnswer = { status: number; body: unknown };

export function uploadForm(
  url: string,
  formData: FormData,
  options: { xsrfToken?: string; onProgress: (progress: UploadProgress) => void },
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (options.xsrfToken) xhr.setRequestHeader("X-XSRF-TOKEN", options.xsrfToken);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress({ loaded: event.loaded, total: event.total, done: false });
    });
    xhr.upload.addEventListener("load", () => {
      options.onProgress({ loaded: 1, total: 1, done: true });
    });
    xhr.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // An HTML error page (e.g. 413 before the app); the status says enough.
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener("error", () => reject(new Error("network error")));
    xhr.addEventListener("abort", () => reject(new Error("aborted")));
    xhr.send(formData);
  });
}

/** A whole percent as the language writes it: "%100" in Turkish, "100%" in English. */
export function percentText(percent: number, lang: "tr" | "en"): string {
  return new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    style: "percent",
    maximumFractionDigits: 0,
  }).format(percent / 100);
}

/** What the bar says: uploading, sent, or (the file arrived but the form was not accepted) not sent. */
export function uploadLabelKey(
  progress: UploadProgress,
  accepted: boolean,
): "forms.jobs.uploading" | "forms.jobs.completed" | "forms.jobs.notSent" {
  if (!progress.done) return "forms.jobs.uploading";
  return accepted ? "forms.jobs.completed" : "forms.jobs.notSent";
}

/** Whole percent of an upload, 0-100. */
export function uploadPercent(progress: UploadProgress): number {
  if (progress.done) return 100;
  if (progress.total <= 0) return 0;
  return Math.min(99, Math.floor((progress.loaded / progress.total) * 100));
}
