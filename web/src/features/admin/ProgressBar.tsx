// A labelled progress bar from 0 to 100 %, as the image field and « Ajouter plusieurs photos » draw it.
interface ProgressBarProps {
  label: string;
  percent: number;
  /** Its height and margin. */
  className: string;
}

export function ProgressBar({ label, percent, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${className} overflow-hidden rounded-full bg-white/10`}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-ember-500 to-orchid-500 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
