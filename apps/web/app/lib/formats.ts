// Intl formatters are slow to build and quick to reuse: a page formats hundreds of figures and
// dates, so each locale-and-options pair is built once per process (or tab) and kept.
function keptPerOptions<Options, Format>(build: (tag: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (tag: string, options: Options): Format => {
    const key = `${tag}${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = build(tag, options);
      kept.set(key, format);
    }
    return format;
  };
}

export const numberFormat = keptPerOptions(
  (tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);

export const dateFormat = keptPerOptions(
  (tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
);
