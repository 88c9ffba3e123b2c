import fc from 'fast-check';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { convertConvolutions, floatConvolutions } from './float-convolutions.js';
import {
  WIRE_BYTES,
  WIRE_FIXED32,
  WIRE_FIXED64,
  WIRE_VARINT,
  bytesField,
  decodeMessage,
  encodeMessage,
  stringField,
  varintField,
  type EncodableField,
  type NestedField,
  type WireField,
} from './protobuf-wire.js';

/**
 * The converter on a hand-built model holding both of quantize_dynamic's convolution patterns (1-D,
 * 2 in and 3 out channels, kernel 3, pads 1,1): onnxruntime runs the original and the converted
 * model on the same input, and the two must agree within the quantisation error of the input.
 */
const IN_CHANNELS = 2;
const OUT_CHANNELS = 3;
const KERNEL = 3;
const LENGTH = 16;
const FLOAT = 1;
const UINT8 = 2;
const INT32 = 6;
const INT64 = 7;

const input = Float32Array.from({ length: IN_CHANNELS * LENGTH }, (_, i) => Math.sin(i * 0.7) * 1.5 + 0.3);
// Arbitrary but fixed quantized weights, zero points and scales.
const weightA = Uint8Array.from({ length: OUT_CHANNELS * IN_CHANNELS * KERNEL }, (_, i) => (i * 37 + 11) % 256);
const weightB = Uint8Array.from({ length: OUT_CHANNELS * IN_CHANNELS * KERNEL }, (_, i) => (i * 53 + 90) % 256);
const zeroPointA = 131; // written as int32_data below
const zeroPointB = 120;
const scaleA = Math.fround(0.011);
const scaleB = Math.fround(0.023);
const biasA = Float32Array.of(0.5, -0.25, 0.125);
const biasB = Float32Array.of(-0.3, 0.2, 0.05);

describe('floatConvolutions', () => {
  it('turns both ConvInteger patterns into float Conv nodes that compute the same outputs', async () => {
    const original = quantizedModel({ unmatched: false });
    const { model, converted, leftAsInt8 } = convertConvolutions(original);
    expect({ converted, leftAsInt8 }).toEqual({ converted: 2, leftAsInt8: 0 });
    // The bias arithmetic, the scale products and the input quantisation all went with the ConvIntegers.
    expect(opTypes(model)).toEqual(['Conv', 'Conv', 'Add']);
    expect(initializerNames(model)).toEqual(['wA_float', 'biasA', 'wB_float', 'biasB']);

    const before = await run(original);
    const after = await run(model);
    const exactA = referenceConv(dequantized(weightA, zeroPointA, scaleA), biasA);
    const exactB = referenceConv(dequantized(weightB, zeroPointB, scaleB), biasB);
    expectClose(after.outA, exactA, 1e-5);
    expectClose(after.outB, exactB, 1e-5);
    expectClose(before.outA, after.outA, quantisationBound(weightA, zeroPointA, scaleA, true));
    expectClose(before.outB, after.outB, quantisationBound(weightB, zeroPointB, scaleB, false));
  });

  it('leaves a ConvInteger whose chain is read elsewhere as it is', async () => {
    const original = quantizedModel({ unmatched: true });
    const { model, converted, leftAsInt8 } = convertConvolutions(original);
    expect({ converted, leftAsInt8 }).toEqual({ converted: 2, leftAsInt8: 1 });
    expect(opTypes(model).filter((op) => op === 'ConvInteger' || op === 'DynamicQuantizeLinear')).toEqual([
      'DynamicQuantizeLinear',
      'ConvInteger',
    ]);
    const before = await run(original);
    const after = await run(model);
    expect(before.outC).toHaveLength(OUT_CHANNELS * LENGTH);
    expect(after.outC).toEqual(before.outC);
    expectClose(before.outA, after.outA, quantisationBound(weightA, zeroPointA, scaleA, true));
  });

  it('gives the same bytes every time', () => {
    const original = quantizedModel({ unmatched: true });
    expect(floatConvolutions(original)).toEqual(floatConvolutions(original));
  });

  it('says so when the input is not an ONNX model', () => {
    expect(() => floatConvolutions(new TextEncoder().encode('not a model'))).toThrow(/Not an ONNX model/);
    expect(() => floatConvolutions(encodeMessage([varintField(1, 8)]))).toThrow(/Not an ONNX model with a graph/);
  });
});

describe('protobuf wire codec', () => {
  it('gives back the bytes of an untouched message, nested ones included', () => {
    const model = quantizedModel({ unmatched: true });
    const fields = decodeMessage(model);
    expect(encodeMessage(fields)).toEqual(model);
    const graph = fields.find((f) => f.field === 7);
    expect(graph?.wireType).toBe(WIRE_BYTES);
    const graphBytes = graph?.value as Uint8Array;
    expect(encodeMessage(decodeMessage(graphBytes))).toEqual(graphBytes);
    // Re-encoding the graph in place gives the original model too.
    const inPlace = fields.map((f) => (f === graph ? nested(7, decodeMessage(graphBytes)) : f));
    expect(encodeMessage(inPlace)).toEqual(model);
  });

  it('keeps every wire type and the extremes of varints and field numbers', () => {
    const fields: WireField[] = [
      varintField(1, 0),
      varintField(0x1fffffff, (1n << 64n) - 1n),
      varintField(3, -1),
      { field: 4, wireType: WIRE_FIXED64, value: Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8) },
      { field: 5, wireType: WIRE_FIXED32, value: Uint8Array.of(0, 0, 0x80, 0x3f) },
      bytesField(6, new Uint8Array(300).fill(7)),
      stringField(7, 'héllo'),
    ];
    const bytes = encodeMessage(fields);
    expect(decodeMessage(bytes)).toEqual(fields);
    expect(decodeMessage(bytes)[2]).toEqual(varintField(3, (1n << 64n) - 1n));
  });

  it('round-trips any list of fields', () => {
    const field = fc.oneof(
      fc.record({
        field: fc.integer({ min: 1, max: 0x1fffffff }),
        wireType: fc.constant(WIRE_VARINT),
        value: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
      }),
      fc.record({
        field: fc.integer({ min: 1, max: 0x1fffffff }),
        wireType: fc.constantFrom(WIRE_FIXED64, WIRE_BYTES, WIRE_FIXED32),
        value: fc.uint8Array({ maxLength: 200 }),
      }),
    );
    const wellFormed = field.map((f): WireField => {
      if (f.wireType === WIRE_VARINT) return f;
      const width = { [WIRE_FIXED64]: 8, [WIRE_FIXED32]: 4, [WIRE_BYTES]: f.value.length }[f.wireType];
      return { ...f, value: Uint8Array.from({ length: width }, (_, i) => f.value[i] ?? i) };
    });
    fc.assert(
      fc.property(fc.array(wellFormed, { maxLength: 20 }), (fields) => {
        const bytes = encodeMessage(fields);
        expect(decodeMessage(bytes)).toEqual(fields);
        expect(encodeMessage(decodeMessage(bytes))).toEqual(bytes);
      }),
    );
  });

  it('refuses truncated and malformed input', () => {
    const bytes = encodeMessage([stringField(1, 'abc')]);
    expect(() => decodeMessage(bytes.subarray(0, bytes.length - 1))).toThrow(/runs past the end/);
    expect(() => decodeMessage(Uint8Array.of(0x08, 0x80))).toThrow(/truncated varint/);
    expect(() => decodeMessage(Uint8Array.of(0x0b))).toThrow(/unsupported wire type 3/);
  });
});

async function run(model: Uint8Array): Promise<Record<string, Float32Array>> {
  const session = await ort.InferenceSession.create(model);
  try {
    const results = await session.run({ x: new ort.Tensor('float32', input, [1, IN_CHANNELS, LENGTH]) });
    return Object.fromEntries(Object.entries(results).map(([name, tensor]) => [name, tensor.data as Float32Array]));
  } finally {
    await session.release();
  }
}

function expectClose(actual: Float32Array | undefined, expected: Float32Array | undefined, tolerance: number): void {
  expect(actual?.length).toBe(OUT_CHANNELS * LENGTH);
  const worst = Math.max(...Array.from(actual ?? [], (v, i) => Math.abs(v - (expected?.[i] ?? NaN))));
  expect(worst).toBeLessThanOrEqual(tolerance);
}

function dequantized(weight: Uint8Array, zeroPoint: number, scale: number): Float32Array {
  return Float32Array.from(weight, (q) => (q - zeroPoint) * scale);
}

/** Conv1d with pads 1,1, straight from its definition. */
function referenceConv(weight: Float32Array, bias: Float32Array): Float32Array {
  const out = new Float32Array(OUT_CHANNELS * LENGTH);
  for (let o = 0; o < OUT_CHANNELS; o++) {
    for (let t = 0; t < LENGTH; t++) {
      let sum = bias[o] ?? 0;
      for (let c = 0; c < IN_CHANNELS; c++) {
        for (let k = 0; k < KERNEL; k++) {
          const at = t + k - 1;
          if (at >= 0 && at < LENGTH)
            sum += (weight[(o * IN_CHANNELS + c) * KERNEL + k] ?? 0) * (input[c * LENGTH + at] ?? 0);
        }
      }
      out[o * LENGTH + t] = sum;
    }
  }
  return out;
}

/**
 * DynamicQuantizeLinear rounds the input to steps of (max(x, 0) - min(x, 0)) / 255: each output
 * moves by at most half a step times its weights' absolute sum, and by one output step more where
 * the bias was floored to whole steps.
 */
function quantisationBound(weight: Uint8Array, zeroPoint: number, scale: number, foldedBias: boolean): number {
  const step = (Math.max(...input, 0) - Math.min(...input, 0)) / 255;
  const perChannel = Array.from({ length: OUT_CHANNELS }, (_, o) =>
    weight
      .subarray(o * IN_CHANNELS * KERNEL, (o + 1) * IN_CHANNELS * KERNEL)
      .reduce((sum, q) => sum + Math.abs((q - zeroPoint) * scale), 0),
  );
  return (Math.max(...perChannel) * step) / 2 + (foldedBias ? step * scale : 0) + 1e-5;
}

function opTypes(model: Uint8Array): string[] {
  return graphEntries(model, 1).map((node) => stringOf(node, 4));
}

function initializerNames(model: Uint8Array): string[] {
  return graphEntries(model, 5).map((tensor) => stringOf(tensor, 8));
}

function graphEntries(model: Uint8Array, field: number): WireField[][] {
  const graph = decodeMessage(model).find((f) => f.field === 7)?.value as Uint8Array;
  return decodeMessage(graph)
    .filter((f) => f.field === field)
    .map((f) => decodeMessage(f.value as Uint8Array));
}

function stringOf(fields: WireField[], field: number): string {
  return new TextDecoder().decode(fields.find((f) => f.field === field)?.value as Uint8Array);
}

/**
 * What quantize_dynamic makes of Conv(x, wA, biasA) and Conv(x, wB) + biasB, sharing one quantized
 * input; with `unmatched`, also a third ConvInteger whose Cast output is a graph output as well,
 * which the converter must leave alone. Scalars are stored in the typed fields as well as raw_data,
 * as the real model does.
 */
function quantizedModel({ unmatched }: { unmatched: boolean }): Uint8Array {
  const conv = [intsAttribute('kernel_shape', [KERNEL]), intsAttribute('pads', [1, 1]), intAttribute('group', 1)];
  const nodes = [
    node('DynamicQuantizeLinear', ['x'], ['xq', 'x_scale', 'x_zero']),
    node('Mul', ['x_scale', 'wA_scale'], ['scaleA']),
    node('ConvInteger', ['xq', 'wA', 'x_zero', 'wA_zero'], ['yA'], conv),
    node('Div', ['biasA', 'scaleA'], ['biasA_steps']),
    node('Floor', ['biasA_steps'], ['biasA_floor']),
    node('Cast', ['biasA_floor'], ['biasA_int'], [intAttribute('to', INT32)]),
    node('Reshape', ['biasA_int', 'bias_shape'], ['biasA_q']),
    node('Add', ['yA', 'biasA_q'], ['sumA']),
    node('Cast', ['sumA'], ['sumA_float'], [intAttribute('to', FLOAT)]),
    node('Mul', ['sumA_float', 'scaleA'], ['outA']),
    // Pattern B, with both Muls' inputs the other way round.
    node('Mul', ['wB_scale', 'x_scale'], ['scaleB']),
    node('ConvInteger', ['xq', 'wB', 'x_zero', 'wB_zero'], ['yB'], conv),
    node('Cast', ['yB'], ['yB_float'], [intAttribute('to', FLOAT)]),
    node('Mul', ['scaleB', 'yB_float'], ['convB']),
    node('Add', ['convB', 'biasB'], ['outB']),
    ...(unmatched
      ? [
          node('ConvInteger', ['xq', 'wB', 'x_zero', 'wB_zero'], ['yC'], conv),
          node('Cast', ['yC'], ['yC_float'], [intAttribute('to', FLOAT)]),
          node('Mul', ['yC_float', 'scaleB'], ['outC']),
        ]
      : []),
  ];
  const shape = [OUT_CHANNELS, IN_CHANNELS, KERNEL];
  const initializers = [
    tensor('wA', UINT8, shape, [bytesField(9, weightA)]),
    // int32_data, packed: 131 as a varint.
    tensor('wA_zero', UINT8, [], [bytesField(5, Uint8Array.of(0x83, 0x01))]),
    tensor('wA_scale', FLOAT, [], [bytesField(9, new Uint8Array(Float32Array.of(scaleA).buffer))]),
    tensor('biasA', FLOAT, [OUT_CHANNELS], [bytesField(9, new Uint8Array(biasA.buffer))]),
    tensor('bias_shape', INT64, [3], [bytesField(9, new Uint8Array(BigInt64Array.of(1n, -1n, 1n).buffer))]),
    tensor('wB', UINT8, shape, [bytesField(9, weightB)]),
    tensor('wB_zero', UINT8, [], [bytesField(9, Uint8Array.of(zeroPointB))]),
    tensor('wB_scale', FLOAT, [], [bytesField(4, new Uint8Array(Float32Array.of(scaleB).buffer))]),
    tensor('biasB', FLOAT, [1, OUT_CHANNELS, 1], [bytesField(9, new Uint8Array(biasB.buffer))]),
  ];
  const outputs = ['outA', 'outB', ...(unmatched ? ['outC', 'yC_float'] : [])];
  const graph = [
    ...nodes,
    stringField(2, 'float-convolutions test'),
    ...initializers,
    valueInfo(11, 'x', [1, IN_CHANNELS, LENGTH]),
    ...outputs.map((name) => valueInfo(12, name)),
  ];
  const opset = nested(8, [stringField(1, ''), varintField(2, 13)]);
  return encodeMessage([varintField(1, 8), stringField(2, 'test'), nested(7, graph), opset]);
}

function node(opType: string, inputs: string[], outputs: string[], attributes: EncodableField[] = []): NestedField {
  return nested(1, [
    ...inputs.map((name) => stringField(1, name)),
    ...outputs.map((name) => stringField(2, name)),
    stringField(3, `${opType}_${outputs[0] ?? ''}`),
    stringField(4, opType),
    ...attributes,
  ]);
}

function intAttribute(name: string, value: number): NestedField {
  return nested(5, [stringField(1, name), varintField(3, value), varintField(20, 2)]);
}

function intsAttribute(name: string, values: number[]): NestedField {
  return nested(5, [stringField(1, name), ...values.map((v) => varintField(8, v)), varintField(20, 7)]);
}

function tensor(name: string, dataType: number, dims: number[], data: EncodableField[]): NestedField {
  return nested(5, [...dims.map((d) => varintField(1, d)), varintField(2, dataType), stringField(8, name), ...data]);
}

/** A float tensor's ValueInfoProto, with its shape when given. */
function valueInfo(field: number, name: string, dims?: number[]): NestedField {
  const shape = dims
    ? [
        nested(
          2,
          dims.map((d) => nested(1, [varintField(1, d)])),
        ),
      ]
    : [];
  return nested(field, [stringField(1, name), nested(2, [nested(1, [varintField(1, FLOAT), ...shape])])]);
}

function nested(field: number, message: EncodableField[]): NestedField {
  return { field, wireType: WIRE_BYTES, message };
}
