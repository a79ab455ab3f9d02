import * as v from 'valibot';

/**
 * A schema of what the bff answers: built in development and tests, where answers are checked
 * against it (the bff's binding in tests, the shell's `callApi`), and absent from production
 * builds. The bundler folds the condition and drops the dead branch before it links modules, so
 * valibot is handed to `build` from here only: a module that declares its answers this way
 * (`responseSchema((v) => v.object({ … }))`) imports no validation library, and a page carries no
 * schema it never runs. Only answers use these: requests are checked by schemas built always.
 */
export const responseSchema = <S extends v.GenericSchema>(build: (valibot: typeof v) => S): S =>
  (process.env.NODE_ENV === 'production' ? undefined : build(v)) as S;
