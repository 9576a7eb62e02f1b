import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { vehicleNames } from '../i18n/vehicle-names';
import { useFormat } from './use-format';

/**
 * A car's brand, model and colour in the page's language (the vehicle vocabulary's Bengali names; a name
 * it does not know is shown as the dealer typed it). Apart from useFormat so that only pages showing cars
 * use the vocabulary, and only a Bengali page loads it: as the 'vehicles' texts (i18n/vehicle-names.ts), which
 * this hook waits for as any screen waits for its texts, so a Bengali page never shows an English name first.
 */
export function useCarWords() {
  const { lng } = useFormat();
  useTranslation('vehicles');
  return useMemo(() => {
    const names = lng === 'bn' ? vehicleNames() : undefined;
    const brand = (value: string) => (names ? names.brandLabel(value, lng) : value);
    const model = (value: string) => (names ? names.modelLabel(value, lng) : value);
    return {
      brand,
      model,
      colour: (value: string) => (names ? names.colourLabel(value, lng) : value),
      /** The names a text takes as {{brand}} and {{model}}. */
      names: (car: { brand: string; model: string }) => ({
        brand: brand(car.brand),
        model: model(car.model),
      }),
      /** "Toyota Axio" / "টয়োটা এক্সিও". */
      carName: (car: { brand: string; model: string }) => `${brand(car.brand)} ${model(car.model)}`,
      /** A title stored with an enquiry ("Toyota Axio 2016"), its digits left to the page. */
      title: (value: string) => (names ? names.carTitleLabel(value, lng) : value),
    };
  }, [lng]);
}
