// The customer's signature on the counter's tablet (decision 0079): a canvas drawn with pointer
// events (finger, pen or mouse), sent as a PNG data URL in a hidden field. The typed name beside it
// is the keyboard-usable confirmation; the pad never takes the focus away from it.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

export const SIGNATURE_FIELD = "signature";
const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad() {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [dataUrl, setDataUrl] = useState("");

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    ctx.lineWidth = 3;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#0f172a";
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - box.left) * WIDTH) / box.width, ((e.clientY - box.top) * HEIGHT) / box.height] as const;
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext("2d");
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const [x, y] = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext("2d");
    if (!ctx) return;
    const [x, y] = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setDataUrl(e.currentTarget.toDataURL("image/png"));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    setDataUrl("");
  };

  return (
    <div className="grid gap-2">
      <p id="signature-pad-label" className="text-sm font-medium">
        {t("handover.agreement.pad")}
      </p>
      <p id="signature-pad-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t("handover.agreement.padHint")}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-hint"
        data-testid="signature-pad"
        className="w-full max-w-[600px] touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <input type="hidden" name={SIGNATURE_FIELD} value={dataUrl} />
      <div>
        <button type="button" className="btn-secondary" onClick={clear}>
          {t("handover.agreement.clear")}
        </button>
      </div>
    </div>
  );
}
