import { brandLabel, carNameLabel, colourLabel, modelLabel } from '@samity/domain';
import { useMemo } from 'react';
import { useFormat } from './use-format';

/**
 * A car's brand, model and colour in the page's language (the vehicle vocabulary's Bengali names; a name
 * it does not know is shown as the dealer typed it). Apart from useFormat so that only pages showing cars
 * carry the vocabulary.
 */
export function useCarWords() {
  const { lng } = useFormat();
  return useMemo(
    () => ({
      brand: (value: string) => brandLabel(value, lng),
      model: (value: string) => modelLabel(value, lng),
      colour: (value: string) => colourLabel(value, lng),
      /** The names a text takes as {{brand}} and {{model}}. */
      names: (car: { brand: string; model: string }) => ({
        brand: brandLabel(car.brand, lng),
        model: modelLabel(car.model, lng),
      }),
      carName: (car: { brand: string; model: string }) => carNameLabel(car, lng),
    }),
    [lng],
  );
}
