"""cogs"""
