import { type Diagnosis, type Locale } from "@medcamp/contract";
import { useEffect, useState } from "react";

type DiagnosisList = typeof import("./diagnosis-list");

let loading: Promise<DiagnosisList> | undefined;
const loadList = () => (loading ??= import("./diagnosis-list"));

/** The diagnosis list, loaded in its own chunk on first use; undefined until it is here. */
export function useDiagnosisList(): DiagnosisList | undefined {
  const [list, setList] = useState<DiagnosisList>();
  useEffect(() => {
    let live = true;
    void loadList().then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** A diagnosis's name in the reader's language, English where it has none. */
export const diagnosisName = (diagnosis: Diagnosis, locale: Locale) => diagnosis.names[locale] ?? diagnosis.names.en;
